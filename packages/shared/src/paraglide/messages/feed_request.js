/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, reference: NonNullable<unknown> }} Feed_RequestInputs */

const en_feed_request = /** @type {(inputs: Feed_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Request: ${i?.guest} (${i?.reference})`)
};

const sw_feed_request = /** @type {(inputs: Feed_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ombi: ${i?.guest} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Request: {guest} ({reference})" |
*
* @param {Feed_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_request = /** @type {((inputs: Feed_RequestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_RequestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_request(inputs)
	return en_feed_request(inputs)
});