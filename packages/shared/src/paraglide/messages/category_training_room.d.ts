/**
* | output |
* | --- |
* | "Training Room" |
*
* @param {Category_Training_RoomInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_training_room: ((inputs?: Category_Training_RoomInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Training_RoomInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Training_RoomInputs = {};
