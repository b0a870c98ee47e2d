/**
* | output |
* | --- |
* | "Give both a start and an end time, or neither to block whole days." |
*
* @param {Block_Times_TogetherInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const block_times_together: ((inputs?: Block_Times_TogetherInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Block_Times_TogetherInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Block_Times_TogetherInputs = {};
