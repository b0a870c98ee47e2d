/**
* | output |
* | --- |
* | "Keep current time" |
*
* @param {Move_KeepInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_keep: ((inputs?: Move_KeepInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_KeepInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_KeepInputs = {};
