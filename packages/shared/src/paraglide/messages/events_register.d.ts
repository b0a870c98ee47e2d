/**
* | output |
* | --- |
* | "Register" |
*
* @param {Events_RegisterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_register: ((inputs?: Events_RegisterInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_RegisterInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_RegisterInputs = {};
