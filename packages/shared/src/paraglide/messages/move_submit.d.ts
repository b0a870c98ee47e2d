/**
* | output |
* | --- |
* | "Move booking" |
*
* @param {Move_SubmitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_submit: ((inputs?: Move_SubmitInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_SubmitInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_SubmitInputs = {};
