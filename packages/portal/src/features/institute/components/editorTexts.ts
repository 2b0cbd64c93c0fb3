import type { Language } from '../../../shared/layout/store';
import { useLanguage } from './language';
import { inLanguage } from './staffTexts';

/**
 * The course editor's and the lecturer profile editor's words in both languages: they sit under the breadcrumb's language toggle like the other staff course pages, and so
 * do the messages of a refused value (`checkCourse`'s here, the form kit's through
 * `FieldMessagesIn`).
 * `{name}` marks a value filled in by `editorWord`.
 */
export const EDITOR_TEXTS = {
  newCourse: ['新建课程', 'New course'],
  editCourse: ['编辑课程', 'Edit course'],
  course: ['课程', 'Course'],
  create: ['创建课程', 'Create course'],
  save: ['保存', 'Save'],
  cancel: ['取消', 'Cancel'],
  saved: ['课程已保存', 'Course saved'],
  created: ['课程已创建为草稿', 'Course created as a draft'],
  changedMeanwhile: ['已被他人修改', 'Changed meanwhile'],
  reload: ['重新加载', 'Reload'],
  keepChanges: ['保留我的修改', 'Keep my changes'],
  titleZh: ['标题（中文）', 'Title (Chinese)'],
  titleEn: ['标题（英文）', 'Title (English)'],
  descriptionZh: ['简介（中文）', 'Description (Chinese)'],
  descriptionEn: ['简介（英文）', 'Description (English)'],
  category: ['类别', 'Category'],
  tags: ['标签', 'Tags'],
  atMost: ['最多 {count} 个', 'At most {count}'],
  lecturers: ['讲师', 'Lecturers'],
  delivery: ['授课方式', 'Delivery'],
  inPerson: ['线下', 'In person'],
  online: ['线上', 'Online'],
  price: ['价格（留空为免费）', 'Price (empty = free)'],
  seats: ['名额', 'Seats'],
  ceHours: ['继续教育学时', 'CE hours'],
  sessions: ['课程安排（加州时间，PST/PDT）', 'Sessions, in California time (PST/PDT)'],
  sessionStarts: ['第 {n} 节开始', 'Session {n} starts'],
  sessionEnds: ['第 {n} 节结束', 'Session {n} ends'],
  sessionPlace: ['第 {n} 节地点', 'Session {n} place'],
  sessionLink: ['第 {n} 节链接', 'Session {n} link'],
  removeSession: ['删除第 {n} 节', 'Remove session {n}'],
  addSession: ['添加一节', 'Add a session'],
  cover: ['封面图片', 'Cover image'],
  coverAlt: ['封面', 'Cover'],
  dropHere: ['拖放文件到这里，或', 'Drag files here, or'],
  chooseImage: ['选择图片', 'Choose an image'],
  imageHint: ['PNG 或 JPEG，最大 5 MB', 'PNG or JPEG, up to 5 MB'],
  removeCover: ['删除封面', 'Remove cover'],
  // The lecturer's profile
  editProfile: ['编辑资料', 'Edit profile'],
  lecturerProfile: ['讲师资料', 'Lecturer profile'],
  bioZh: ['简介（中文）', 'Bio (Chinese)'],
  bioEn: ['简介（英文）', 'Bio (English)'],
  photo: ['照片', 'Photo'],
  choosePhoto: ['选择照片', 'Choose a photo'],
  profileSaved: ['资料已保存', 'Profile saved'],
  // What the form refuses before it saves (checkCourse)
  needTitle: ['请填写中文或英文标题', 'Give the course a title in Chinese or English'],
  needCategory: ['请选择类别', 'Choose a category'],
  needSeats: ['名额须为不小于 1 的整数', 'Seats must be a whole number of at least 1'],
  needStart: ['请填写本节开始时间', 'Enter when the session starts'],
  needEnd: ['请填写本节结束时间', 'Enter when the session ends'],
  endAfterStart: ['结束时间须晚于开始时间', 'The session must end after it starts'],
  needLink: ['请填写线上链接', 'Enter the online link'],
  needPlace: ['请填写地点', 'Enter the place'],
  needLecturer: ['请至少选择一位讲师', 'Choose at least one lecturer'],
} as const satisfies Record<string, readonly [string, string]>;

export type EditorText = keyof typeof EDITOR_TEXTS;

/** The words for `key` in `language` (1 Chinese, 2 English), `{name}` filled from `values`. */
export const editorWord = (
  language: Language,
  key: EditorText,
  values?: Record<string, string | number>,
): string => inLanguage(EDITOR_TEXTS[key], language, values);

/** `editorWord` in the language the breadcrumb's toggle chose. */
export function useEditorWords(): (
  key: EditorText,
  values?: Record<string, string | number>,
) => string {
  const language = useLanguage();
  return (key, values) => editorWord(language, key, values);
}
