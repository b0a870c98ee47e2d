/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_CancellationInputs */

const en_space_cancellation = /** @type {(inputs: Space_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation`)
};

const sw_space_cancellation = /** @type {(inputs: Space_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kughairi`)
};

/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Space_CancellationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_cancellation = /** @type {((inputs?: Space_CancellationInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_CancellationInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_cancellation(inputs)
	return en_space_cancellation(inputs)
});