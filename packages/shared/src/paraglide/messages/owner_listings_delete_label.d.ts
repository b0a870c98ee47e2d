/**
* | output |
* | --- |
* | "Delete {space}" |
*
* @param {Owner_Listings_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_label: ((inputs: Owner_Listings_Delete_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_Delete_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_Delete_LabelInputs = {
    space: NonNullable<unknown>;
};
