/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Preview_AltInputs */

const en_site_preview_alt = /** @type {(inputs: Site_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three spaces on Nafasi: a banquet hall in Nairobi, a beach pavilion in Diani and a meeting room in Gigiri`)
};

const sw_site_preview_alt = /** @type {(inputs: Site_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo matatu kwenye Nafasi: ukumbi wa karamu Nairobi, banda la ufukweni Diani na chumba cha mikutano Gigiri`)
};

/**
* | output |
* | --- |
* | "Three spaces on Nafasi: a banquet hall in Nairobi, a beach pavilion in Diani and a meeting room in Gigiri" |
*
* @param {Site_Preview_AltInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const site_preview_alt = /** @type {((inputs?: Site_Preview_AltInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Preview_AltInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_site_preview_alt(inputs)
	return en_site_preview_alt(inputs)
});