/**
* | output |
* | --- |
* | "Block at most {max_block_days} days at a time." |
*
* @param {Block_Too_LongInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_too_long: ((inputs: Block_Too_LongInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Block_Too_LongInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Block_Too_LongInputs = {
    max_block_days: NonNullable<unknown>;
};
