/**
* | output |
* | --- |
* | "Delete {space}?" |
*
* @param {Owner_Listings_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_title: ((inputs: Owner_Listings_Delete_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_Delete_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_Delete_TitleInputs = {
    space: NonNullable<unknown>;
};
