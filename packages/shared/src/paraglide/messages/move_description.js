/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, hours: NonNullable<unknown> }} Move_DescriptionInputs */

const en_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.space} to another time. It keeps its length (${i?.hours} h) and price.`)
};

const sw_move_description = /** @type {(inputs: Move_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hamisha ${i?.space} kwenda muda mwingine. Unabaki na urefu wake (saa ${i?.hours}) na bei yake.`)
};

/**
* | output |
* | --- |
* | "Move {space} to another time. It keeps its length ({hours} h) and price." |
*
* @param {Move_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_description = /** @type {((inputs: Move_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_move_description(inputs)
	return en_move_description(inputs)
});