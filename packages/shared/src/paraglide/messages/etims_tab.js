/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Etims_TabInputs */

const en_etims_tab = /** @type {(inputs: Etims_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tax invoice ${i?.number}`)
};

const sw_etims_tab = /** @type {(inputs: Etims_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ankara ya kodi ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Tax invoice {number}" |
*
* @param {Etims_TabInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_tab = /** @type {((inputs: Etims_TabInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_TabInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_tab(inputs)
	return en_etims_tab(inputs)
});