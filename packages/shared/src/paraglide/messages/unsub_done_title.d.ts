/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Unsub_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_done_title: ((inputs?: Unsub_Done_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsub_Done_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsub_Done_TitleInputs = {};
