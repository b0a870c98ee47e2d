/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, reference: NonNullable<unknown> }} Feed_BookedInputs */

const en_feed_booked = /** @type {(inputs: Feed_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked: ${i?.guest} (${i?.reference})`)
};

const sw_feed_booked = /** @type {(inputs: Feed_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imehifadhiwa: ${i?.guest} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Booked: {guest} ({reference})" |
*
* @param {Feed_BookedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_booked = /** @type {((inputs: Feed_BookedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_BookedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_booked(inputs)
	return en_feed_booked(inputs)
});