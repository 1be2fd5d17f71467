export * from './decision';
export * from './plant';
export * from './sell-grapes';
export * from './buy-listing';
export * from './crush';
export * from './sell-wine';
export * from './cellar';
export * from './list-land';
