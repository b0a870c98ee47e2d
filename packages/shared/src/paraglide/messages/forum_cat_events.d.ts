/**
* | output |
* | --- |
* | "Events & Meetups" |
*
* @param {Forum_Cat_EventsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_events: ((inputs?: Forum_Cat_EventsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forum_Cat_EventsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forum_Cat_EventsInputs = {};
