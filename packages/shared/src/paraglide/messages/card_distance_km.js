/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ km: NonNullable<unknown> }} Card_Distance_KmInputs */

const en_card_distance_km = /** @type {(inputs: Card_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.km} km`)
};

const sw_card_distance_km = /** @type {(inputs: Card_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`km ${i?.km}`)
};

/**
* | output |
* | --- |
* | "{km} km" |
*
* @param {Card_Distance_KmInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_distance_km = /** @type {((inputs: Card_Distance_KmInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Distance_KmInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_distance_km(inputs)
	return en_card_distance_km(inputs)
});