/**
* | output |
* | --- |
* | "Save {space} to favourites" |
*
* @param {Favorite_SaveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const favorite_save: ((inputs: Favorite_SaveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Favorite_SaveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Favorite_SaveInputs = {
    space: NonNullable<unknown>;
};
