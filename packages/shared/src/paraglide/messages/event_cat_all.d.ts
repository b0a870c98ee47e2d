/**
* | output |
* | --- |
* | "All" |
*
* @param {Event_Cat_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_all: ((inputs?: Event_Cat_AllInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Cat_AllInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Cat_AllInputs = {};
