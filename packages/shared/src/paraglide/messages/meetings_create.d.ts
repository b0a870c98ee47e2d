/**
* | output |
* | --- |
* | "Create Room" |
*
* @param {Meetings_CreateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_create: ((inputs?: Meetings_CreateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_CreateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_CreateInputs = {};
