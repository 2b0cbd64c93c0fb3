import { MODULE_IDS as M } from '@bq/contract/meta';
import { type RouteDef, route } from '../../../shared/routes/routeDef';

const detail = { hidden: true, returnButton: 'back' } as const;

/** Spec §2: cart, listings, marketplace, groups, statistics and awards. */
export const marketRoutes: readonly RouteDef[] = [
  route('/buy-car', 'My Cart', '购物车', {
    roleId: M['buy-car'],
    roleChildren: true,
    children: [route('index', 'My Cart', '购物车', { roleId: M['buy-car/index'] })],
  }),
  route('/housing-manage', 'Listings', '房源', {
    roleId: M['housing-manage'],
    roleChildren: true,
    children: [
      route('h-list', 'Listings', '房源列表', { roleId: M['housing-manage/h-list'] }),
      route('h-edit/:type?/:id?', 'Edit listing', '编辑房源', {
        roleId: M['housing-manage/h-edit'],
        ...detail,
      }),
      route('h-detail/:id?', 'Listing detail', '房源详情', {
        roleId: M['housing-manage/h-detail'],
        ...detail,
      }),
      // Public: a listing's share link opens it without a login, outside the shell.
      route('h-share/:id?/:url?', 'Share listing', '分享房源', {
        roleId: M['housing-manage/h-share'],
        public: true,
        bare: true,
        ...detail,
      }),
      route('h-mould/:id?', 'Listing template', '房源模板', {
        roleId: M['housing-manage/h-mould'],
        ...detail,
      }),
    ],
  }),
  route('/marketing', 'Marketplace', '商城', {
    roleId: M.marketing,
    roleChildren: true,
    children: [
      route('maillist', 'Mailing list', '邮件列表', {
        roleId: M['marketing/maillist'],
        redirect: true,
        children: [
          route('index', 'Mailing list', '邮件列表'),
          route('detail', 'Mailing list detail', '邮件列表详情', detail),
        ],
      }),
      route('marketing-order-manage', 'Orders', '订单管理', {
        roleId: M['marketing/marketing-order-manage'],
        redirect: true,
        children: [
          route('index', 'Orders', '订单管理'),
          route('detail', 'Order detail', '订单详情', detail),
          route('history', 'Order history', '订单历史', detail),
        ],
      }),
      route('commodity-manage', 'Product Management', '商品管理', {
        roleId: M['marketing/commodity-manage'],
        redirect: true,
        children: [
          route('list', 'Product Management', '商品管理'),
          route('edit/:type?/:id?', 'Edit product', '编辑商品', detail),
          route('detail/:id?', 'Product detail', '商品详情', detail),
          route('discount-codes', 'Discount codes', '折扣码', detail),
        ],
      }),
      route('confirmorder', 'Confirm order', '确认订单', {
        roleId: M['marketing/confirmorder'],
        ...detail,
      }),
    ],
  }),
  route('/group', 'Group', '群组', {
    roleId: M.group,
    roleChildren: true,
    children: [
      route('list', 'Groups', '群组列表', { roleId: M['group/list'] }),
      route('detail', 'Group detail', '群组详情', { roleId: M['group/detail'], ...detail }),
      route('send-email', 'Group e-mail', '群发邮件', { roleId: M['group/send-email'], ...detail }),
    ],
  }),
  route('/statistical-awards', 'Statistics and awards', '统计与奖项', {
    roleId: M['statistical-awards'],
    roleChildren: true,
    children: [
      route('statistical', 'Statistics', '统计', { roleId: M['statistical-awards/statistical'] }),
      route('awards', 'Awards', '奖项', {
        roleId: M['statistical-awards/awards'],
        redirect: true,
        children: [
          route('index', 'Awards', '奖项'),
          route('photo', 'Award photos', '获奖照片', detail),
          route('history', 'Award history', '奖项历史', detail),
        ],
      }),
    ],
  }),
];
