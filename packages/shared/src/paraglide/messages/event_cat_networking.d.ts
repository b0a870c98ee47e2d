/**
* | output |
* | --- |
* | "Networking" |
*
* @param {Event_Cat_NetworkingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_networking: ((inputs?: Event_Cat_NetworkingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Cat_NetworkingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Cat_NetworkingInputs = {};
