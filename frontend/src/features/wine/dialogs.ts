/** The winery's dialogs, one file each: crush, bottle, bulk sale, vessels, blend and wine sale. */
export { BlendDialog } from './BlendDialog';
export { BottleDialog } from './BottleDialog';
export { BulkDialog } from './BulkDialog';
export { BuyVesselsDialog } from './BuyVesselsDialog';
export { CrushDialog } from './CrushDialog';
export { SellWineDialog } from './SellWineDialog';
