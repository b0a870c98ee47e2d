/**
* | output |
* | --- |
* | "Featured Spaces" |
*
* @param {Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_featured: ((inputs?: Home_FeaturedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_FeaturedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_FeaturedInputs = {};
