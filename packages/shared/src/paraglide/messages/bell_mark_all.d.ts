/**
* | output |
* | --- |
* | "Mark all read" |
*
* @param {Bell_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_mark_all: ((inputs?: Bell_Mark_AllInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bell_Mark_AllInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bell_Mark_AllInputs = {};
