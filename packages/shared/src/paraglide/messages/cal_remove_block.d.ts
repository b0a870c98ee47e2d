/**
* | output |
* | --- |
* | "Remove the block {block}" |
*
* @param {Cal_Remove_BlockInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_remove_block: ((inputs: Cal_Remove_BlockInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Remove_BlockInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Remove_BlockInputs = {
    block: NonNullable<unknown>;
};
