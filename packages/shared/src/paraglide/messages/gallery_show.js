/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Gallery_ShowInputs */

const en_gallery_show = /** @type {(inputs: Gallery_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show photo ${i?.n} of ${i?.total}`)
};

const sw_gallery_show = /** @type {(inputs: Gallery_ShowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onyesha picha ${i?.n} kati ya ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Show photo {n} of {total}" |
*
* @param {Gallery_ShowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const gallery_show = /** @type {((inputs: Gallery_ShowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gallery_ShowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_gallery_show(inputs)
	return en_gallery_show(inputs)
});