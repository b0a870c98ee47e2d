/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, reference: NonNullable<unknown> }} Feed_HeldInputs */

const en_feed_held = /** @type {(inputs: Feed_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Held (unpaid): ${i?.guest} (${i?.reference})`)
};

const sw_feed_held = /** @type {(inputs: Feed_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imeshikiliwa (haijalipiwa): ${i?.guest} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Held (unpaid): {guest} ({reference})" |
*
* @param {Feed_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_held = /** @type {((inputs: Feed_HeldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Feed_HeldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_feed_held(inputs)
	return en_feed_held(inputs)
});