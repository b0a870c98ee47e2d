/**
* | output |
* | --- |
* | "{first}–{last} of more than {total}" |
*
* @param {Table_Range_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const table_range_more: ((inputs: Table_Range_MoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Table_Range_MoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Table_Range_MoreInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
