/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Owner_Listings_ResumeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_resume: ((inputs?: Owner_Listings_ResumeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_ResumeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_ResumeInputs = {};
