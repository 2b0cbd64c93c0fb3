import { pathTo } from '../../../shared/routes/paths';

/**
 * The commerce staff's routes, built from the same patterns as their entries in
 * `app/routes/table` (kept here, beside the pages that link to them). Detail and history pages
 * without a route parameter take the order as `?id=`.
 */
export const marketPaths = {
  productTypes: pathTo('/system/commodity-content-type'),
  products: pathTo('/marketing/commodity-manage/list'),
  /** `type` is `new` or `edit` (the spec's `:type?`); no id: a new product. */
  productEdit: pathTo('/marketing/commodity-manage/edit/:type?/:id?'),
  productDetail: pathTo('/marketing/commodity-manage/detail/:id?'),
  discountCodes: pathTo('/marketing/commodity-manage/discount-codes'),
  productOrders: pathTo('/marketing/marketing-order-manage/index'),
  productOrder: pathTo('/marketing/marketing-order-manage/detail'),
  productOrderHistory: pathTo('/marketing/marketing-order-manage/history'),
  courseOrders: pathTo('/college-manage/course-order/index'),
  courseOrder: pathTo(
    '/college-manage/course-order/detail/:id?/:courseId?/:lecturerName?/:studentName?/:studentEmail?/:studentPhone?/:studentCompany?',
  ),
  courseOrderHistory: pathTo('/college-manage/course-order/history'),
  courseDetail: pathTo('/college-manage/course-order/course-detail/:type?/:id?/:lecturerName?'),
  lecturerDetail: pathTo('/college-manage/course-order/lecturers-detail/:id?'),
  lecturerLetter: pathTo('/college-manage/course-order/lecturers-sending/:name?/:id?'),
};
