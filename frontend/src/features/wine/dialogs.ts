/** The winery's dialogs, one file each: crush, bottle, bulk sale, vessels, blend and wine sale. */
export { BlendDialog } from './cellar/BlendDialog';
export { BottleDialog } from './cellar/BottleDialog';
export { BulkDialog } from './market/BulkDialog';
export { BuyVesselsDialog } from './cellar/BuyVesselsDialog';
export { CrushDialog } from './cellar/CrushDialog';
export { SellWineDialog } from './market/SellWineDialog';
