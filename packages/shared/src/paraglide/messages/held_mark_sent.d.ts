/**
* | output |
* | --- |
* | "Mark sent" |
*
* @param {Held_Mark_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_mark_sent: ((inputs?: Held_Mark_SentInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Held_Mark_SentInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Held_Mark_SentInputs = {};
