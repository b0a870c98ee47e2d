/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Feed_RegeneratedInputs */

const en_toast_feed_regenerated = /** @type {(inputs: Toast_Feed_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New link made. The old link no longer works.`)
};

const sw_toast_feed_regenerated = /** @type {(inputs: Toast_Feed_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo kipya kimeundwa. Kiungo cha zamani hakifanyi kazi tena.`)
};

/**
* | output |
* | --- |
* | "New link made. The old link no longer works." |
*
* @param {Toast_Feed_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_feed_regenerated = /** @type {((inputs?: Toast_Feed_RegeneratedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Feed_RegeneratedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_feed_regenerated(inputs)
	return en_toast_feed_regenerated(inputs)
});