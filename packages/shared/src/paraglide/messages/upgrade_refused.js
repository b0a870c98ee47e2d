/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Upgrade_RefusedInputs */

const en_upgrade_refused = /** @type {(inputs: Upgrade_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last request refused: ${i?.reason}`)
};

const sw_upgrade_refused = /** @type {(inputs: Upgrade_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ombi la mwisho lilikataliwa: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Last request refused: {reason}" |
*
* @param {Upgrade_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_refused = /** @type {((inputs: Upgrade_RefusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_RefusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_refused(inputs)
	return en_upgrade_refused(inputs)
});