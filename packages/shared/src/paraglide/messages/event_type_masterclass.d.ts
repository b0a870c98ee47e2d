/**
* | output |
* | --- |
* | "Masterclass" |
*
* @param {Event_Type_MasterclassInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_masterclass: ((inputs?: Event_Type_MasterclassInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Event_Type_MasterclassInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Event_Type_MasterclassInputs = {};
