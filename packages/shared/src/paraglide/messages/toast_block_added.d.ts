/**
* | output |
* | --- |
* | "Blocked. Guests cannot book that time." |
*
* @param {Toast_Block_AddedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_block_added: ((inputs?: Toast_Block_AddedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Block_AddedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Block_AddedInputs = {};
