/**
* | output |
* | --- |
* | "Block removed. The time can be booked again." |
*
* @param {Toast_Block_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_block_removed: ((inputs?: Toast_Block_RemovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Block_RemovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Block_RemovedInputs = {};
