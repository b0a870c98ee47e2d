/**
* | output |
* | --- |
* | "A block must end after it starts." |
*
* @param {Block_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_order: ((inputs?: Block_OrderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Block_OrderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Block_OrderInputs = {};
