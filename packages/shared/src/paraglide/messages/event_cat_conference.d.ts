/**
* | output |
* | --- |
* | "Conference" |
*
* @param {Event_Cat_ConferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_conference: ((inputs?: Event_Cat_ConferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Cat_ConferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Cat_ConferenceInputs = {};
