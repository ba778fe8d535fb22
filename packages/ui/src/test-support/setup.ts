import '../styles.css';
import '../base/base-layered.css';
