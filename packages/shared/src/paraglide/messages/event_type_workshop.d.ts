/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Event_Type_WorkshopInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_workshop: ((inputs?: Event_Type_WorkshopInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Type_WorkshopInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Type_WorkshopInputs = {};
