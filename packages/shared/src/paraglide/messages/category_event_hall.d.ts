/**
* | output |
* | --- |
* | "Event Hall" |
*
* @param {Category_Event_HallInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const category_event_hall: ((inputs?: Category_Event_HallInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Event_HallInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Event_HallInputs = {};
