/**
* | output |
* | --- |
* | "Conference" |
*
* @param {Event_Type_ConferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_conference: ((inputs?: Event_Type_ConferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Type_ConferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Type_ConferenceInputs = {};
