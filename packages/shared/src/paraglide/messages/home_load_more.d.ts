/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Home_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_load_more: ((inputs?: Home_Load_MoreInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Load_MoreInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Load_MoreInputs = {};
