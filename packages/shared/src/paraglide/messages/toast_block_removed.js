/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Block_RemovedInputs */

const en_toast_block_removed = /** @type {(inputs: Toast_Block_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block removed. The time can be booked again.`)
};

const sw_toast_block_removed = /** @type {(inputs: Toast_Block_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kizuizi kimeondolewa. Muda huo unaweza kuhifadhiwa tena.`)
};

/**
* | output |
* | --- |
* | "Block removed. The time can be booked again." |
*
* @param {Toast_Block_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_block_removed = /** @type {((inputs?: Toast_Block_RemovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Block_RemovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_block_removed(inputs)
	return en_toast_block_removed(inputs)
});