/**
* | output |
* | --- |
* | "Webinar" |
*
* @param {Event_Type_WebinarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_webinar: ((inputs?: Event_Type_WebinarInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Type_WebinarInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Type_WebinarInputs = {};
