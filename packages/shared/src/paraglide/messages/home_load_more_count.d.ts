/**
* | output |
* | --- |
* | "Load more ({count} more)" |
*
* @param {Home_Load_More_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_load_more_count: ((inputs: Home_Load_More_CountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Load_More_CountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Load_More_CountInputs = {
    count: NonNullable<unknown>;
};
