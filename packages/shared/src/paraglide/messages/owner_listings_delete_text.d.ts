/**
* | output |
* | --- |
* | "It leaves Nafasi for good; unpaid holds and requests are cancelled. A space with confirmed bookings still to come cannot be deleted: pause it instead." |
*
* @param {Owner_Listings_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_listings_delete_text: ((inputs?: Owner_Listings_Delete_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Listings_Delete_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Listings_Delete_TextInputs = {};
