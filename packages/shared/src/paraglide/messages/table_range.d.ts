/**
* | output |
* | --- |
* | "{first}–{last} of {total}" |
*
* @param {Table_RangeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_range: ((inputs: Table_RangeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Table_RangeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Table_RangeInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
