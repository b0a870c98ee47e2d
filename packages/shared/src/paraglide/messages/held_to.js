/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown>, to: NonNullable<unknown> }} Held_ToInputs */

const en_held_to = /** @type {(inputs: Held_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.host} (${i?.to})`)
};

const sw_held_to = /** @type {(inputs: Held_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kwa ${i?.host} (${i?.to})`)
};

/**
* | output |
* | --- |
* | "to {host} ({to})" |
*
* @param {Held_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_to = /** @type {((inputs: Held_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_to(inputs)
	return en_held_to(inputs)
});