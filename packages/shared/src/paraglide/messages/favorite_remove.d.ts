/**
* | output |
* | --- |
* | "Remove {space} from favourites" |
*
* @param {Favorite_RemoveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const favorite_remove: ((inputs: Favorite_RemoveInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Favorite_RemoveInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Favorite_RemoveInputs = {
    space: NonNullable<unknown>;
};
