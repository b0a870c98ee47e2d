/**
* | output |
* | --- |
* | "Choose at least one photo to upload (the field \"files\")." |
*
* @param {Listing_No_FilesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_no_files: ((inputs?: Listing_No_FilesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_No_FilesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_No_FilesInputs = {};
